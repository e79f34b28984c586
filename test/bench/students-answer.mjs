// What GET /api/students weighs for a large school account: a parent with 500 students (names,
// schools, grades, regions and logins of realistic length), answered as it is, gzip and brotli,
// with the median time of each over 20 requests. Exits non-zero when the compressed answer is over
// its ceiling (16 KB: what a slow 3G link brings in about a second), or when compression is off.
//   npm run bench:students                 500 students (or BENCH_STUDENTS=n)
// On PGlite in memory, or on PostgreSQL when DATABASE_URL is set (a schema of its own, dropped).
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTestApp } from '../server/harness';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 500);
/** Brotli or gzip, the answer for 500 students must stay under this. */
const CEILING_BYTES = 16 * 1024;
const RUNS = 20;

const FIRST = ['Achieng', 'Wanjiru', 'Kamau', 'Otieno', 'Nyambura', 'Mwangi', 'Chebet', 'Kiprono', 'Njeri', 'Baraka'];
const LAST = ['Odhiambo', 'Kariuki', 'Mutua', 'Wafula', 'Kiplagat', 'Onyango', 'Maina', 'Wekesa', 'Ndungu', 'Omondi'];
const SCHOOLS = ['Nairobi Academy', 'Moi Forces Academy', 'St. Mary’s School Nyeri', 'Kisumu Day', 'Mombasa Baptist'];

const t = await createTestApp();
let failed = false;
try {
  const parent = await t.newParent();
  const regions = await t.db.selectFrom('regions').select('id').execute();
  const rows = Array.from({ length: STUDENTS }, (_, i) => ({
    parent_id: parent.user.id,
    first_name: FIRST[i % FIRST.length],
    last_name: `${LAST[(i * 7) % LAST.length]}-${i}`,
    gender: ['m', 'f', 'o'][i % 3],
    age: 6 + (i % 12),
    school: SCHOOLS[i % SCHOOLS.length],
    grade: `Grade ${1 + (i % 9)}`,
    region_id: regions[i % regions.length].id,
    avatar: JSON.stringify({ icon: `avatar-${i % 24}.png`, color: '#fcb034' }),
    login: `school-bench-${parent.user.id}-${String(i).padStart(4, '0')}`,
    password_hash: null,
  }));
  for (let at = 0; at < rows.length; at += 250)
    await t.db
      .insertInto('students')
      .values(rows.slice(at, at + 250))
      .execute();

  const measure = async (encoding) => {
    const headers = { authorization: `Bearer ${parent.token}`, ...(encoding ? { 'accept-encoding': encoding } : {}) };
    const times = [];
    let answer;
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      answer = await t.app.inject({ method: 'GET', url: '/api/students', headers });
      times.push(performance.now() - started);
    }
    if (answer.statusCode !== 200) throw new Error(`GET /api/students answered ${answer.statusCode}: ${answer.body}`);
    times.sort((a, b) => a - b);
    const raw = answer.rawPayload;
    const sent = answer.headers['content-encoding'] ?? 'identity';
    const body = sent === 'br' ? brotliDecompressSync(raw) : sent === 'gzip' ? gunzipSync(raw) : raw;
    return { sent, bytes: raw.length, students: JSON.parse(body.toString()).length, ms: times[Math.floor(RUNS / 2)] };
  };

  const plain = await measure(null);
  const gzip = await measure('gzip');
  const br = await measure('gzip, deflate, br');
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB (${bytes} B)`;
  console.log(`GET /api/students for a parent with ${STUDENTS} students (${t.kind}), median of ${RUNS}`);
  for (const [name, m] of [
    ['no Accept-Encoding', plain],
    ['Accept-Encoding: gzip', gzip],
    ['Accept-Encoding: br', br],
  ]) {
    const share = ((m.bytes / plain.bytes) * 100).toFixed(1);
    console.log(
      `  ${name.padEnd(24)} ${m.sent.padEnd(9)} ${kb(m.bytes).padEnd(22)} ${share.padStart(5)}%  ${m.ms.toFixed(1)} ms  (${m.students} students)`,
    );
  }
  for (const [name, m, encoding] of [
    ['gzip', gzip, 'gzip'],
    ['br', br, 'br'],
  ]) {
    if (m.sent !== encoding) {
      console.error(`FAIL: asked for ${name}, answered ${m.sent}`);
      failed = true;
    } else if (m.bytes > CEILING_BYTES) {
      console.error(`FAIL: ${name} answer ${kb(m.bytes)} is over its ceiling ${kb(CEILING_BYTES)}`);
      failed = true;
    }
  }
  if (!failed) console.log(`ok: compressed answers within ${kb(CEILING_BYTES)}`);
} finally {
  await t.close();
}
process.exit(failed ? 1 : 0);
