// Static assets resolve to their file name in tests (webpack turns them into URLs).
module.exports = 'asset';
