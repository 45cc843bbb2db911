# Helpers that keep every target of the project built the same way.

# Warnings (and optional sanitizers) for the project's own code only.
function(agentrl_target_defaults target)
  target_compile_options(${target} PRIVATE
    $<$<COMPILE_LANGUAGE:CXX>:-Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor
                                    -Wno-missing-field-initializers>)  # designated initialisers leave the rest defaulted
  # GCC 12 reports false -Wmaybe-uninitialized inside libstdc++'s std::variant moves (the
  # config schema's Value); the warnings point into the standard library, not our code.
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
    target_compile_options(${target} PRIVATE $<$<COMPILE_LANGUAGE:CXX>:-Wno-maybe-uninitialized>)
  endif()
  if(AGENTRL_SANITIZE)
    target_compile_options(${target} PRIVATE $<$<COMPILE_LANGUAGE:CXX>:-fsanitize=${AGENTRL_SANITIZE} -fno-omit-frame-pointer>)
    target_link_options(${target} PRIVATE -fsanitize=${AGENTRL_SANITIZE})
  endif()
endfunction()

# agentrl_add_module(NAME SOURCES src... [DEPS target...] [PRIVATE_DEPS target...])
# A module library `agentrl_<NAME>` with public headers under <module>/include. With no
# SOURCES the module is header-only (an INTERFACE target).
function(agentrl_add_module name)
  cmake_parse_arguments(ARG "" "" "SOURCES;DEPS;PRIVATE_DEPS" ${ARGN})
  set(target agentrl_${name})
  if(ARG_SOURCES)
    add_library(${target} STATIC ${ARG_SOURCES})
    target_include_directories(${target} PUBLIC ${CMAKE_CURRENT_SOURCE_DIR}/include)
    target_link_libraries(${target} PUBLIC ${ARG_DEPS} PRIVATE ${ARG_PRIVATE_DEPS})
    set_target_properties(${target} PROPERTIES POSITION_INDEPENDENT_CODE ON)
    agentrl_target_defaults(${target})
  else()
    add_library(${target} INTERFACE)
    target_include_directories(${target} INTERFACE ${CMAKE_CURRENT_SOURCE_DIR}/include)
    target_link_libraries(${target} INTERFACE ${ARG_DEPS})
  endif()
  add_library(agentrl::${name} ALIAS ${target})
endfunction()

# agentrl_add_test(NAME SOURCES src... [DEPS target...])
# One GoogleTest executable; every TEST in it becomes a ctest case.
function(agentrl_add_test name)
  cmake_parse_arguments(ARG "" "" "SOURCES;DEPS" ${ARGN})
  add_executable(${name} ${ARG_SOURCES})
  target_link_libraries(${name} PRIVATE ${ARG_DEPS} GTest::gtest GTest::gtest_main)
  agentrl_target_defaults(${name})
  gtest_discover_tests(${name} DISCOVERY_TIMEOUT 60
                       WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}
                       PROPERTIES ENVIRONMENT "AGENTRL_SOURCE_DIR=${PROJECT_SOURCE_DIR}")
endfunction()
