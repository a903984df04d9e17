// The engine fetched and compiled before the first call, as a page that wants confetti within its
// first frames does (`Pyro.load()`): canvas-confetti's suite screenshots 200 ms after a page's
// first call, and fetching and compiling Pyro's wasm takes longer than that on a loaded machine.
window.Pyro.load().then(() => { window.pyroLoaded = true; });
