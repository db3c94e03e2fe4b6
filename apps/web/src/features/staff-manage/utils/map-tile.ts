/** The OpenStreetMap tile holding a point, and where in it the point falls (0..1 each way). */
export function mapTile(latitude: number, longitude: number, zoom: number) {
  const scale = 2 ** zoom;
  const latRad = (latitude * Math.PI) / 180;
  const x = ((longitude + 180) / 360) * scale;
  const y = ((1 - Math.asinh(Math.tan(latRad)) / Math.PI) / 2) * scale;
  const tileX = Math.floor(x);
  const tileY = Math.floor(y);
  return {
    url: `https://tile.openstreetmap.org/${zoom}/${tileX}/${tileY}.png`,
    offsetX: x - tileX,
    offsetY: y - tileY,
  };
}
