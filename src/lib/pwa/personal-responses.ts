/**
 * Asks the service worker to forget the personal answers it keeps for offline use (session, cart,
 * orders ...), so the next person on a shared phone never sees them. Resolves when done, or after
 * a second if no worker answers.
 */
export function forgetPersonalResponses(): Promise<void> {
  const worker = navigator.serviceWorker?.controller;
  if (!worker) return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(resolve, 1000);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve();
    };
    worker.postMessage({ type: 'FORGET_PERSONAL_DATA' }, [channel.port2]);
  });
}
