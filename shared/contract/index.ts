export * from './channels';
export * from './dispatch';
export * from './events';
export * from './limits';
export * from './names';
