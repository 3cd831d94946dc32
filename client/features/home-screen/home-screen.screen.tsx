import { useState } from 'react';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { type Device, deviceOf, isOnHomeScreen } from './device';

/** Each device's steps, in the words its screens use. */
const STEPS: Record<Device, { title: string; steps: string[] }> = {
  iphone: {
    title: 'On an iPhone or iPad',
    steps: [
      'Open Kinwell in Safari.',
      'Tap the Share button: a square with an arrow pointing up, at the bottom or top of the screen.',
      'Scroll down and tap “Add to Home Screen”.',
      'Tap “Add”. Kinwell’s heart appears on your home screen.',
    ],
  },
  android: {
    title: 'On an Android phone or tablet',
    steps: [
      'Open Kinwell in Chrome.',
      'Tap the menu: three dots at the top right.',
      'Tap “Add to Home screen” or “Install app”.',
      'Tap “Install”. Kinwell’s heart appears on your home screen.',
    ],
  },
  computer: {
    title: 'On a computer',
    steps: [
      'Open Kinwell in Chrome or Edge.',
      'Choose the install button at the right of the address bar, or “Install Kinwell” in the browser’s menu.',
      'Kinwell opens in its own window, and you can pin it to the taskbar or dock.',
    ],
  },
};

/** The device this browser runs on first, then the others. */
const ORDER: Record<Device, Device[]> = {
  iphone: ['iphone', 'android', 'computer'],
  android: ['android', 'iphone', 'computer'],
  computer: ['computer', 'iphone', 'android'],
};

/** /home-screen: how to open Kinwell from the home screen like an app, device by device. */
export default function HomeScreenScreen() {
  const [device] = useState(() => deviceOf(navigator.userAgent, navigator.maxTouchPoints));
  const [isInstalled] = useState(isOnHomeScreen);
  return (
    <Page
      title="Kinwell on your home screen"
      lead="Open Kinwell with one tap, like any other app, without looking for it in the browser."
    >
      {isInstalled ? (
        <p role="status" className="text-lg font-semibold">
          Kinwell is on this device’s home screen: you opened it from there.
        </p>
      ) : null}
      {ORDER[device].map((each) => (
        <Card key={each} className="grid gap-3">
          <h2 className="text-2xl font-bold">{STEPS[each].title}</h2>
          <ol className="grid list-decimal gap-2 pl-6 text-lg">
            {STEPS[each].steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </Card>
      ))}
      <section aria-labelledby="home-screen-after" className="grid gap-2">
        <h2 id="home-screen-after" className="text-2xl font-bold">
          Then
        </h2>
        <p className="text-lg">
          Open Kinwell from its heart and turn on alerts in{' '}
          <Link to="/notifications" className="underline">
            Notifications
          </Link>
          . On an iPhone or iPad, alerts can only reach you from Kinwell on the home screen.
        </p>
        <p className="text-lg">
          With no signal, Kinwell still opens the emergency profile and the games you have opened on
          this device before.
        </p>
      </section>
    </Page>
  );
}
