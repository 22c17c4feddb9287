import { describe, expect, it } from 'vitest';
import { route } from './routing';

describe('route smoke', () => {
  it('serves the overview', () => {
    expect(route('/x/introduction')).toMatchObject({ kind: 'page', locale: 'en', path: '/x/introduction' });
  });
});
