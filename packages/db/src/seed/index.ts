export { seedDemo } from './seed-demo';
export { DEMO_ACCOUNTS } from './demo-accounts';
