// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IEnsOwners {
    function owner(bytes32 node) external view returns (address);
}

/// The address profile of the ENS public resolver (`addr(bytes32)`, `setAddr`): only the node's owner
/// in the registry may set it.
contract PublicResolver {
    IEnsOwners public immutable ens;
    mapping(bytes32 => address) private addresses;

    event AddrChanged(bytes32 indexed node, address a);

    constructor(IEnsOwners registry) {
        ens = registry;
    }

    function setAddr(bytes32 node, address a) external {
        require(ens.owner(node) == msg.sender, "not the owner of this node");
        addresses[node] = a;
        emit AddrChanged(node, a);
    }

    function addr(bytes32 node) external view returns (address payable) {
        return payable(addresses[node]);
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        // addr(bytes32) and ERC-165 itself.
        return interfaceId == 0x3b3b57de || interfaceId == 0x01ffc9a7;
    }
}
