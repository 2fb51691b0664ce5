import { signInPath } from './sign-in';

describe('signInPath', () => {
  it('returns to the console page the visitor was on, query included', () => {
    expect(signInPath({ pathname: '/console/forms', search: '?state=draft&page=2' })).toBe('/sign-in?next=%2Fconsole%2Fforms%3Fstate%3Ddraft%26page%3D2');
  });

  it('returns to the console itself from anywhere else', () => {
    expect(signInPath({ pathname: '/elsewhere', search: '' })).toBe('/sign-in?next=%2Fconsole');
  });
});
