// The type check's self-test: each call here is wrong, and `tsc --strict --noEmit` must report
// every one of them (CI counts the errors).
import confetti from 'pyro-particles/confetti';
import { attach, load } from 'pyro-particles';

confetti({ particleCount: 'lots' });
confetti({ shapes: ['heart'] });
confetti({ origin: [0.5, 0.5] });
const done: Promise<string> | null = confetti();
attach(document.createElement('canvas'), { effect: 7 });
load({ effectFiles: 'yes' });
