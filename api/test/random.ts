/** A seeded random source for tests: the same sequence on every run, so a failure reproduces. */
export { random as seeded } from '../moderation/model/random';
