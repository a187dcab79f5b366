import http from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorCode } from '../../domain/shared/errors';
import type { Envelope } from './envelope';

/**
 * Requests Node's HTTP parser refuses before Express sees them (a bare CR in a header, headers over
 * 16 KiB, a malformed request line) get the envelope too, instead of Node's empty 400.
 */
export function answerUnparsableRequest(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, code, message]: [number, ErrorCode, string] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'BAD_REQUEST', 'The request headers are too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'BAD_REQUEST', 'The request was not received in time']
        : [400, 'BAD_REQUEST', 'The request is not valid HTTP'];
  const envelope: Envelope<null> = { success: false, status, code, message, data: null };
  const body = JSON.stringify(envelope);
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
