import { loadConfig } from './config';
import { runApi } from './run-api';

await runApi(loadConfig());
