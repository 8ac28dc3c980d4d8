export * from './console-access';
export * from './routes';
export * from './resources';
export * from './ownership';
