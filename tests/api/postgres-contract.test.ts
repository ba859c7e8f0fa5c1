/** The PostgreSQL store against the shared SubmissionStore contract, each test on a fresh database of the run's test server. */
import { openPostgresStore } from '../../api/store/postgres-store';
import { freshDatabaseUrl } from './postgres';
import { describeStoreContract } from './store-contract';

describeStoreContract('the PostgreSQL store', async () => openPostgresStore(await freshDatabaseUrl(), { poolSize: 4 }));
