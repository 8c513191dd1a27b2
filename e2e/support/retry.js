// A browser test that fails is run once more, with the first failure printed: on a loaded 2-core CI machine
// a few timing-sensitive specs (sign-in's 401 snackbar, shell-tools' shortcut) have failed once in many runs.
// A test that fails twice still fails the run.
jest.retryTimes(1, { logErrorsBeforeRetry: true });
