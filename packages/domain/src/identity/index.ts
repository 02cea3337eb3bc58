export * from './session-token';
export * from './authenticate-session';
export * from './passwords';
