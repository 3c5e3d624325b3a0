import type { StakingPackage } from '../../api/staking';

/** An executive-zone package: a fixed range of amounts and durations, with an early-exit charge. */
export const level1: StakingPackage = {
  id: 1,
  name: 'Level 1',
  image: '/api/assets/packages/level-1.svg',
  zone: 'executive',
  level: 1,
  minimum_price: '100',
  maximum_price: '500',
  roi_percentage: '0.50',
  min_duration: 10,
  duration: 30,
  early_exit_charge_percentage: '2.00',
};

/** The free zone: no level, no duration, nothing charged on leaving. */
export const freeZone: StakingPackage = {
  ...level1,
  id: 7,
  name: 'Free Zone',
  zone: 'free',
  level: null,
  maximum_price: '2000',
  roi_percentage: '0.20',
  min_duration: null,
  duration: null,
  early_exit_charge_percentage: '0.00',
};
