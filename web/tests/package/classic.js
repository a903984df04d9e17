// A plain page's script: window.confetti and window.Pyro from the classic build, no modules.
window.sampleGlobals = [typeof window.confetti, typeof window.confetti.create, typeof window.Pyro.attach];
window.sampleDone = false;
window.sampleCall = window.confetti({ particleCount: 120, colors: ['#00ff00'] }).then(function () {
  window.sampleDone = true;
});
