#!/usr/bin/env python3
"""Check image files with an independent decoder (Pillow).

Usage: verify_images.py FILE WIDTHxHEIGHT FRAMES [FILE WIDTHxHEIGHT FRAMES ...]

Each file is opened with Pillow, its size and frame count (n_frames; APNG and GIF are
animated) are compared with the expected values, and every frame is decoded. One line is
printed per file; the exit status is 0 when all files pass, 1 when any fails and 2 for a
usage error. Used by CI after PyroCodecs tests write sample files (see PYRO_CODEC_SAMPLES).
"""

import sys


def parse_size(text):
    width, sep, height = text.lower().partition("x")
    if not sep or not width.isdigit() or not height.isdigit():
        raise ValueError(f"size {text!r} is not WIDTHxHEIGHT, e.g. 800x600")
    return int(width), int(height)


def check(image_module, path, size_text, frames_text):
    """Returns None when the file matches, otherwise a description of the first problem."""
    expected_size = parse_size(size_text)
    if not frames_text.isdigit() or int(frames_text) < 1:
        raise ValueError(f"frame count {frames_text!r} is not a whole number of at least 1")
    expected_frames = int(frames_text)
    try:
        with image_module.open(path) as image:
            kind = image.format
            if image.size != expected_size:
                return f"size is {image.size[0]}x{image.size[1]}, expected {size_text}"
            frames = getattr(image, "n_frames", 1)
            if frames != expected_frames:
                return f"{kind} has {frames} frames, expected {expected_frames}"
            for index in range(frames):
                image.seek(index)
                image.load()
                if image.size != expected_size:
                    return f"frame {index} is {image.size[0]}x{image.size[1]}, expected {size_text}"
            return None, f"{kind} {size_text}, {frames} frame{'s' if frames != 1 else ''} decoded"
    except FileNotFoundError:
        return "file not found"
    except Exception as error:  # Pillow raises many types for corrupt files.
        return f"cannot decode: {type(error).__name__}: {error}"


def main(argv):
    args = argv[1:]
    if not args or len(args) % 3 != 0:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        print("error: expected groups of three arguments: FILE WIDTHxHEIGHT FRAMES", file=sys.stderr)
        return 2
    try:
        from PIL import Image
    except ImportError:
        print("error: Pillow is not installed; run: python3 -m pip install pillow", file=sys.stderr)
        return 2

    failures = 0
    for path, size_text, frames_text in zip(args[0::3], args[1::3], args[2::3]):
        try:
            result = check(Image, path, size_text, frames_text)
        except ValueError as error:
            print(f"error: {path}: {error}", file=sys.stderr)
            return 2
        if isinstance(result, tuple):
            print(f"ok    {path}: {result[1]}")
        else:
            failures += 1
            print(f"FAIL  {path}: {result}")
    if failures:
        print(f"{failures} of {len(args) // 3} files failed verification", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
