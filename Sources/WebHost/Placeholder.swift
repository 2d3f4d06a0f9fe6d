import Hummingbird
import ServiceLifecycle
import Logging
import Views
