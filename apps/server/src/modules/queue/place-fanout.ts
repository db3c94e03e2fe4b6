import { type OrderPlacePayload, rooms } from '@jono/contract';
import { type Adapter, ClusterAdapter } from 'socket.io-adapter';
import { packPlace, unpackPlace } from '../../lib/packed-places';
import type { RealtimeServer } from '../../plugins/app/realtime';

/** Per node: the last place each followed order's room was told, as sent. */
const toldByAdapter = new WeakMap<Adapter, Map<string, string>>();

function toldOf(adapter: Adapter): Map<string, string> {
  let told = toldByAdapter.get(adapter);
  if (!told) {
    const created = new Map<string, string>();
    // Forgotten with the room: what is kept never outgrows the orders followed now.
    adapter.on('delete-room', (room: string) => created.delete(room));
    toldByAdapter.set(adapter, created);
    told = created;
  }
  return told;
}

/**
 * This node's share of a change: each order followed by a page connected here hears its place,
 * and only when it differs from what that room was last told. Rooms nobody follows here cost
 * one lookup and nothing else.
 */
function tellFollowersHere(io: RealtimeServer, places: readonly OrderPlacePayload[]): void {
  const adapter = io.of('/').adapter;
  const told = toldOf(adapter);
  for (const place of places) {
    const room = rooms.order(place.orderId);
    if (!adapter.rooms.has(room)) continue;
    const said = JSON.stringify(place);
    if (told.get(room) === said) continue;
    told.set(room, said);
    io.local.to(room).emit('order:place', place);
  }
}

/**
 * Whose places a change must work out on this node: with several nodes every order's (the
 * others' followers hear them from here), alone only those followed by a page connected here.
 */
export function placesNeededHere(io: RealtimeServer): (orderId: string) => boolean {
  const adapter = io.of('/').adapter;
  if (adapter instanceof ClusterAdapter) return () => true;
  return (orderId) => adapter.rooms.has(rooms.order(orderId));
}

/**
 * One announcement of a shop's new places, whatever the length of its queue: told here, and
 * with several nodes sent once to the others, each of which tells its own followers.
 */
export function announcePlaces(io: RealtimeServer, places: readonly OrderPlacePayload[]): void {
  tellFollowersHere(io, places);
  if (io.of('/').adapter instanceof ClusterAdapter)
    io.serverSideEmit('queue:places', places.map(packPlace));
}

/** A node hears the places another node announced. */
export function followOtherNodesPlaces(io: RealtimeServer): void {
  io.on('queue:places', (packed) => tellFollowersHere(io, packed.map(unpackPlace)));
}
