import PyroCLI
PyroCommand.main()
