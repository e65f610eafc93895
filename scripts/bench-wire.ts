import http from 'node:http';
import zlib from 'node:zlib';

/**
 * What an answer costs on the wire: its compressed bytes as a browser accepting br/gzip
 * receives them (fetch would decompress them out of sight), and its size unpacked.
 */
export function wireBytes(url: string, cookie: string): Promise<{ wire: number; json: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { cookie, 'accept-encoding': 'br, gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`${url} answered ${res.statusCode}`));
        const body = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'] ?? 'identity';
        const json = encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body;
        resolve({ wire: body.length, json: json.length, encoding });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}
