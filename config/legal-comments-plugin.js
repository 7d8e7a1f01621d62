// The browser build writes the packages' license comments (React's, Remix's
// "@license" headers) to a `<chunk>.js.LEGAL.txt` file beside the chunk that
// holds them, instead of appending them to the chunk: the shell's chunk,
// which every page downloads, carried 7 KB of them (0.5 KiB gzip; decision
// 0035). The texts still ship with the build, next to the code they cover.
//
// esbuild's `legalComments: "external"` writes such a file for every output,
// empty for nearly all of them; this plugin drops the empty ones before the
// Remix compiler writes the build (it builds with `write: false` and writes
// `outputFiles` itself).

/** The browser build's options with license comments moved out of the scripts. */
export function withExternalLegalComments(options) {
  return { ...options, legalComments: "external", plugins: [...(options.plugins ?? []), dropEmptyLegalFiles] };
}

const dropEmptyLegalFiles = {
  name: "drop-empty-legal-files",
  setup(build) {
    build.onEnd((result) => {
      const files = result.outputFiles;
      if (!files) return;
      for (let index = files.length - 1; index >= 0; index--) {
        if (files[index].path.endsWith(".LEGAL.txt") && files[index].contents.length === 0) files.splice(index, 1);
      }
    });
  },
};
