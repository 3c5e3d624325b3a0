export * from './members';
export * from './ops';
