// PyroLive plays the seeds' interactive demos: `pyro play`, in a window or headless.
//
//   LivePlayer   the entry point: run(scene:options:) and render(scene:options:), with
//                LiveScene, LiveOptions and LiveError (message + exit code)
//   Session/     PlaySession: the scene on show, pointer routing to buttons or the scene,
//                the keys every scene shares, the scene bar and stats overlay
//   Scenes/      one PlayScene per demo, each wrapping a PyroCore preset
//   UI/          Painter (records everything, text and buttons too, as one display list),
//                Pyro's bitmap font, buttons, the trophy
//   Render/      PyroParallel's ParallelRenderer painting a Painter's frame
//   Window/      WindowRunner: the SDL2 loop (events, clock, streaming texture, pacing)
//   Headless/    HeadlessRunner and the input-script language; PPM screenshots
//   SDL/         the SDL2 binding, loaded with dlopen so that nothing needs SDL to build
//
// Time is always an input: the window feeds SDL's performance counter, headless runs feed
// frame numbers, and scenes never read a clock, so a script gives the same frames every run.
