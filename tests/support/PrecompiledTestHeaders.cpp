// Compiles nothing of its own: the target it belongs to builds the precompiled header its directory's
// tests reuse (tests/CMakeLists.txt, strata_add_tests).
