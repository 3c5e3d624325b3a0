import { describe, expect, it, vi } from 'vitest';
import { memberActivity } from '../screens/Layout/memberActivityCode';
import { preloadRoute } from './routes';

describe('preloadRoute', () => {
  it("starts the shell's unread counts with any member page, and not with a public one", async () => {
    const preload = vi.spyOn(memberActivity, 'preload');
    await preloadRoute('/');
    expect(preload).not.toHaveBeenCalled();
    await preloadRoute('/user/account');
    expect(preload).toHaveBeenCalledTimes(1);
    preload.mockRestore();
  });
});
