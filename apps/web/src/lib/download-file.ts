/** Hands the browser a file made on the page or fetched by it, as if it were downloaded. */
export function downloadFile(fileName: string, contents: BlobPart, type: string): void {
  const url = URL.createObjectURL(new Blob([contents], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the object URL only holds memory from here on.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
