import type { SessionInfo } from '#contract/auth';

/** The shopper's sessions as Settings → Sessions lists them: this phone and one other device. */
export const THIS_PHONE: SessionInfo = {
  id: '5b0e2d8c-1f3a-4c6e-9d7b-2a4f6c8e0b1d',
  current: true,
  device: 'Chrome on Android',
  createdAt: '2026-11-01T08:00:00.000Z',
  lastSeenAt: '2026-11-21T10:00:00.000Z',
};

export const LAPTOP: SessionInfo = {
  id: '9c3f7a1e-6b2d-4e8f-a0c5-7d9e1b3f5a2c',
  current: false,
  device: 'Firefox on Windows',
  createdAt: '2026-10-02T18:15:00.000Z',
  lastSeenAt: '2026-11-20T21:40:00.000Z',
};
