// Writes brotli and gzip copies beside every script and stylesheet in dist/, so the server can
// answer `Accept-Encoding` without compressing on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(js|css)$/.test(name) ? [path] : [];
  });
}

let count = 0;
for (const file of files('dist')) {
  if (file.startsWith(join('dist', 'types'))) continue;
  const source = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  count += 1;
}
console.log(`compressed ${count} files in dist/`);
