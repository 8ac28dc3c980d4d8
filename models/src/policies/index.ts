export * from './console-access';
export * from './routes';
export * from './role-flag';
export * from './resources';
export * from './ownership';
