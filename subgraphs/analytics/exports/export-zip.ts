import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { ZipWriter, configure } from '@zip.js/zip.js';

// No web workers in a server process: zip.js compresses and encrypts on this thread.
configure({ useWebWorkers: false });

/**
 * A password-protected export other than PDF: the file inside a zip encrypted with AES-256
 * (WinZip AE-2, which 7-Zip, WinZip, macOS's Archive Utility via 7z and `unzip`-compatible
 * tools with AES support open), written as the rows arrive — nothing is held whole.
 */
export function encryptedZip(fileName: string, body: AsyncIterable<Buffer | string>, password: string): Readable {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = new ZipWriter(writable, { password, encryptionStrength: 3, zipCrypto: false });
  const bytes = Readable.from(
    (async function* () {
      for await (const chunk of body) yield typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    })(),
  );
  const output = Readable.fromWeb(readable as unknown as WebReadableStream<Uint8Array>);
  void (async () => {
    try {
      await writer.add(fileName, Readable.toWeb(bytes) as unknown as ReadableStream<Uint8Array>);
      await writer.close();
    } catch (error) {
      output.destroy(error as Error);
    }
  })();
  return output;
}
