import { topic, type ClusterBus } from '../cluster/cluster-bus';
import { createLocalHub, type RealtimeHub } from './hub';

/** A frame for the sockets of these users, wherever they are connected. */
const FRAMES = topic<{ userIds: readonly number[]; frame: string }>('realtime');

/**
 * The hub across instances (PRODUCT §17): a frame published on any instance goes over the cluster bus to
 * every instance, each delivering it to the sockets it holds (its own included, once, by the same path).
 * Ready once subscribed, so nothing published after start is missed. On the in-process bus it is the
 * local hub with one more call in between.
 */
export async function createClusterHub(bus: ClusterBus): Promise<RealtimeHub> {
  const local = createLocalHub();
  await bus.subscribe(FRAMES, (message) => local.deliverLocally(message.userIds, message.frame));
  return {
    attach: local.attach,
    localSockets: local.localSockets,
    async publish(userIds, frame) {
      if (userIds.length === 0) return;
      await bus.publish(FRAMES, { userIds, frame });
    },
    close: local.close,
  };
}
