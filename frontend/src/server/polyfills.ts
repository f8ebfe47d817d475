// The bare V8 isolate of the BFF has only ECMAScript builtins. React 18's server renderer
// needs TextEncoder at module load and react-router calls `new URL()` while rendering, so
// those are provided here — nothing else. `window`/`document` stay undefined on purpose:
// antd's cssinjs and rc-* components detect the server by their absence.
import 'core-js/actual/url';
import 'core-js/actual/url-search-params';

// Typed loosely on purpose: these are minimal stand-ins, not full DOM implementations.
const g = globalThis as unknown as Record<string, unknown>;

/** UTF-8 encoder (the only encoding React uses). */
class Utf8Encoder {
  readonly encoding = 'utf-8';

  encode(input = ''): Uint8Array {
    const out: number[] = [];
    for (let i = 0; i < input.length; i += 1) {
      let c = input.charCodeAt(i);
      if (c >= 0xd800 && c <= 0xdbff && i + 1 < input.length) {
        const d = input.charCodeAt(i + 1);
        if (d >= 0xdc00 && d <= 0xdfff) {
          c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
          i += 1;
        }
      }
      if (c >= 0xd800 && c <= 0xdfff) c = 0xfffd;
      if (c < 0x80) out.push(c);
      else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
      else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
      else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    }
    return new Uint8Array(out);
  }

  encodeInto(input: string, dest: Uint8Array): { read: number; written: number } {
    const bytes = this.encode(input);
    const n = Math.min(bytes.length, dest.length);
    dest.set(bytes.subarray(0, n));
    return { read: input.length, written: n };
  }
}

/** UTF-8 decoder, for libraries that round-trip bytes. */
class Utf8Decoder {
  readonly encoding = 'utf-8';

  decode(input?: ArrayBuffer | ArrayBufferView): string {
    if (!input) return '';
    const bytes = input instanceof ArrayBuffer ? new Uint8Array(input) : new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
    let s = '';
    for (let i = 0; i < bytes.length; ) {
      const b = bytes[i];
      let c: number;
      let n: number;
      if (b < 0x80) [c, n] = [b, 1];
      else if (b >= 0xf0) [c, n] = [((b & 7) << 18) | ((bytes[i + 1] & 63) << 12) | ((bytes[i + 2] & 63) << 6) | (bytes[i + 3] & 63), 4];
      else if (b >= 0xe0) [c, n] = [((b & 15) << 12) | ((bytes[i + 1] & 63) << 6) | (bytes[i + 2] & 63), 3];
      else [c, n] = [((b & 31) << 6) | (bytes[i + 1] & 63), 2];
      s += String.fromCodePoint(c);
      i += n;
    }
    return s;
  }
}

/** A synchronous MessageChannel: posting a message delivers it at once (no event loop here). */
class SyncMessagePort {
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  other: SyncMessagePort | null = null;

  postMessage(data: unknown): void {
    this.other?.onmessage?.({ data });
  }

  start(): void {}

  close(): void {}
}

class SyncMessageChannel {
  readonly port1 = new SyncMessagePort();
  readonly port2 = new SyncMessagePort();

  constructor() {
    this.port1.other = this.port2;
    this.port2.other = this.port1;
  }
}

if (typeof g.TextEncoder === 'undefined') g.TextEncoder = Utf8Encoder;
if (typeof g.TextDecoder === 'undefined') g.TextDecoder = Utf8Decoder;
if (typeof g.MessageChannel === 'undefined') g.MessageChannel = SyncMessageChannel;
