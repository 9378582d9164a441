export * from './channels';
export * from './dispatch';
export * from './events';
export * from './names';
