import { jsonMessage, type ChannelRenderer } from './renderer';

/** A Standard Webhooks message: the stored JSON as it is (type, timestamp, data), signed by the sender. */
export const standard: ChannelRenderer = (message) => jsonMessage(message);
