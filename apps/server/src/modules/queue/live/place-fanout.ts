import { rooms } from '@jono/contract';
import { type Adapter, ClusterAdapter } from 'socket.io-adapter';
import {
  newToldPlace,
  type PackedPlace,
  type ToldPlace,
  tellsNewPlace,
  unpackPlace,
} from '../../../lib/packed-places';
import type { RealtimeServer } from '../../../plugins/app/realtime';

/** Per node: the last place each followed order's room was told. */
const toldByAdapter = new WeakMap<Adapter, Map<string, ToldPlace>>();

function toldOf(adapter: Adapter): Map<string, ToldPlace> {
  let told = toldByAdapter.get(adapter);
  if (!told) {
    const created = new Map<string, ToldPlace>();
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
 * one lookup and nothing else; a place that did not move is compared as numbers and becomes
 * no message.
 */
function tellFollowersHere(io: RealtimeServer, places: readonly PackedPlace[]): void {
  const adapter = io.of('/').adapter;
  const told = toldOf(adapter);
  for (const place of places) {
    const room = rooms.order(place[0]);
    if (!adapter.rooms.has(room)) continue;
    let said = told.get(room);
    if (!said) {
      said = newToldPlace();
      told.set(room, said);
    }
    if (tellsNewPlace(said, place)) io.local.to(room).emit('order:place', unpackPlace(place));
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
export function announcePlaces(io: RealtimeServer, places: PackedPlace[]): void {
  tellFollowersHere(io, places);
  if (io.of('/').adapter instanceof ClusterAdapter) io.serverSideEmit('queue:places', places);
}

/** A node hears the places another node announced. */
export function followOtherNodesPlaces(io: RealtimeServer): void {
  io.on('queue:places', (places) => tellFollowersHere(io, places));
}
