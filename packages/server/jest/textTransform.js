// Text files (the common-password list) become string modules, as webpack's asset/source does.
module.exports = {
  process(sourceText) {
    return { code: `module.exports = ${JSON.stringify(sourceText)};` };
  },
};
