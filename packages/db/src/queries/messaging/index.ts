export * from './phone-verifications';
export * from './whatsapp-opt-ins';
export * from './whatsapp-messages';
