/**
 * The live queue: one read model of every shop's queue as it stands, and the announcements
 * that keep pages in step with it. The rest of the server goes through this file only (the
 * import check holds it); behind it sit the speed machinery the answers do not show: live
 * entries read as encoded text and decoded once per change, reads of many shops batched into
 * one statement, queue passes that coalesce a burst of changes into one announcement, and the
 * places fanned out to the node that follows each order. `queue-load.test-kit.ts` reads the
 * same load the plain way, and the oracle test holds the two to the same answers.
 */

// Following what other nodes and the booking side announce, once per node.
export { followBookingMoves } from './booking-moves';
export { waitingCustomer } from './live-entries';
// Reading a shop's queue: its load (who waits, who is served, the model that times them),
// what screens make of it, and each order's place in it.
export { type LiveMemory, liveMemoryOf } from './live-memory';
export { followOtherNodesPlaces } from './place-fanout';
// Telling pages: a change to a shop's queue starts (or joins) its next pass, which reads the
// queue once and tells every page following it; alerts listen to those passes.
export {
  type AlertDueListener,
  announceBoardStep,
  announceOrderCalled,
  announceQueueChange,
  announceStaffQueue,
  onAlertMayBeDue,
  queuePassesSettled,
} from './queue.events';
export { callOf } from './queue-call';
export { placeOf, placesOf } from './queue-places';
export { type ShopQueueUpdate, shopQueueUpdate } from './queue-updates';
export { loadQueueLoads, type QueueLoad } from './shop-load';
export { type ShopWithLoad, shopWithLoad } from './shop-state';
export { rangeAnswer, type ShopStatus, shopStatus, workingChairs } from './shop-status';
export { assertBarberWorksToday, loadTeam, teamMemberOf, teamToday } from './shop-team';
