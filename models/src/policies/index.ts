export * from './console-access';
