import { usageColor, usagePercent } from '../usage-color';

describe('usageColor on the upload card', () => {
  it('is green below a third used, amber below two thirds, red otherwise', () => {
    expect(usageColor(0, 'upload')).toBe('green');
    expect(usageColor(0.329, 'upload')).toBe('green');
    expect(usageColor(0.33, 'upload')).toBe('orange');
    expect(usageColor(0.659, 'upload')).toBe('orange');
    expect(usageColor(0.66, 'upload')).toBe('red');
    expect(usageColor(1, 'upload')).toBe('red');
  });

  it('treats 1 of 3 scans used as green and 2 of 3 as amber', () => {
    expect(usageColor(1 / 3, 'upload')).toBe('orange');
    expect(usageColor(0 / 3, 'upload')).toBe('green');
    expect(usageColor(2 / 3, 'upload')).toBe('red');
  });
});

describe('usageColor on the profile', () => {
  it('is red at 90% or more, amber at 70% or more, else green', () => {
    expect(usageColor(0.69, 'profile')).toBe('green');
    expect(usageColor(0.7, 'profile')).toBe('orange');
    expect(usageColor(0.89, 'profile')).toBe('orange');
    expect(usageColor(0.9, 'profile')).toBe('red');
    expect(usageColor(1.5, 'profile')).toBe('red');
  });
});

describe('usagePercent', () => {
  it('caps at 100 and rounds', () => {
    expect(usagePercent(1, 3)).toBe(33);
    expect(usagePercent(5, 3)).toBe(100);
    expect(usagePercent(0, 0)).toBe(100);
  });
});
