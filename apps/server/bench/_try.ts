import { connectDatabase } from '../src/db/client.js';
import { listAuditEvents } from '../src/repos/history.js';
const { db, pool } = connectDatabase('postgres://postgres@127.0.0.1:5432/satchel_bench_audit');
try {
  const page = await listAuditEvents(db, { page: 1, limit: 10, sort: -1, includeTotal: true }, {});
  console.log(page.total, page.totalEstimated, page.rows[0]);
} catch (e) { console.error(e); }
await pool.end();
