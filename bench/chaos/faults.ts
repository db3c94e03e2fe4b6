// The faults, each a phase of its own: Redis stopped, Redis frozen, a rolling restart, and one
// node killed. Each ends with endFault(), which starts timing the pages' recovery.
import type { PrivateRedis } from '../../apps/server/src/test/private-redis';
import type { TcpBalancer } from '../tcp-balancer';
import { healthy, type ServerNode, startNode, stopNode } from './nodes';
import { endFault, enter } from './phases';
import { FAULT_MS, say, sleep } from './settings';

export async function stopRedis(redis: PrivateRedis) {
  enter('Redis stopped', true);
  await redis.stop();
  await sleep(FAULT_MS);
  await redis.start();
  endFault();
}

export async function freezeRedis(redis: PrivateRedis) {
  enter('Redis frozen', true);
  redis.freeze();
  await sleep(FAULT_MS);
  redis.thaw();
  endFault();
}

/** The operator's procedure: drain a node, let its requests finish, SIGTERM, start, undrain. */
export async function rollingRestart(
  nodes: ServerNode[],
  balancer: TcpBalancer,
  env: NodeJS.ProcessEnv,
) {
  enter('rolling restart', true);
  for (const [index, node] of nodes.entries()) {
    balancer.drain(index);
    await balancer.requestsDone(index, 10_000);
    const stopped = await stopNode(node, 'SIGTERM');
    say(`   ${node.name} stopped (exit ${stopped?.code}) in ${stopped?.ms.toFixed(0)} ms`);
    startNode(node, env);
    await healthy(node);
    balancer.undrain(index);
    say(`   ${node.name} back in service`);
  }
  endFault();
}

export async function killNode(nodes: ServerNode[], env: NodeJS.ProcessEnv) {
  enter('SIGKILL', true);
  const victim = nodes[1] as ServerNode;
  await stopNode(victim, 'SIGKILL');
  // Restarted at once, as systemd's Restart=on-failure does (RestartSec=100ms).
  await sleep(100);
  startNode(victim, env);
  await healthy(victim);
  say(`   ${victim.name} back in service`);
  endFault();
}
