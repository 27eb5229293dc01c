// Run by run-database.ts in its own process (it loads the API): makes the demo database's template on
// the PostgreSQL server argv[2] under the key argv[3], and prints its name as the last line.
import { templateDatabase } from '../../api/test/pg-databases';

const [server, key] = process.argv.slice(2);
if (!server || !key) throw new Error('usage: make-pg-template.ts <admin URL> <key>');
console.log(await templateDatabase(server, key));
