export * from './profiles.ts';
export * from './sessions.ts';
export * from './kv.ts';
export * from './content.ts';
