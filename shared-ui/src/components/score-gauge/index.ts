export * from './score-gauge';
export * from './score-band';
