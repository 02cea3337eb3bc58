export { seedDemo, demoContentFolder, type SeedOptions, type SeedResult } from './seed-demo';
export { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts';
export { defaultHashPassword } from '../content-import/default-hash-password';
