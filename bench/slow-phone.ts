/** The cheap phone on a slow link the browser benches emulate, as Lighthouse's mobile profile does. */

/** Lighthouse's mobile network (slow 4G): 150 ms round trip, 1.6 Mbps down, 750 kbps up. */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

export const CPU_SLOWDOWN = 4;
